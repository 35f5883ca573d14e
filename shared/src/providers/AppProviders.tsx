import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { applyDocumentLanguage, i18n } from '../i18n/i18n';
import { useDirection, useLanguage } from '../i18n/use-language';
import { AppToaster } from '../ui/notifications/AppToaster';
import type { AppProvidersProps } from './AppProviders.types';

function DirectionalFluentProvider({ children }: { children?: ReactNode }) {
  const language = useLanguage();
  const dir = useDirection();

  // Keep <html lang dir> in step with the language, including the one restored at start-up.
  useEffect(() => applyDocumentLanguage(language), [language]);

  return (
    // No className here: classes made out here would be made for the outer direction, and
    // Griffel refuses to merge them with the provider's own after a switch to Arabic.
    <FluentProvider theme={webLightTheme} dir={dir}>
      {children}
      <AppToaster />
    </FluentProvider>
  );
}

/**
 * Everything a screen needs around it: the store, the one i18n instance, Fluent with the
 * current direction, and the app's Toaster.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DirectionalFluentProvider>{children}</DirectionalFluentProvider>
      </I18nextProvider>
    </Provider>
  );
}
