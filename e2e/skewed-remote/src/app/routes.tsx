// @ts-expect-error: the export of a newer @dukkan/shared, which this checkout (and the host) lacks.
import { useReportSchedules } from '@dukkan/shared';

function SchedulesPage() {
  const schedules: unknown[] = useReportSchedules();
  return <h2>Report schedules ({schedules.length})</h2>;
}

export default [{ path: '/reports/sales', element: <SchedulesPage /> }];
