export interface LanguageSwitchProps {
  /** Fluent button appearance; 'subtle' suits the top bar. @default 'subtle' */
  appearance?: 'subtle' | 'secondary' | 'transparent' | 'outline';
}
