import '../i18n';
import { DeliveryTimesPanel } from '../times/DeliveryTimesPanel';

/** The panels the dispatch remote adds to the dashboard (decisions/dispatch.md; its manifest's dashboardPanels name the same ids). */
const panels = [{ id: 'delivery-times', element: <DeliveryTimesPanel /> }];
export default panels;
