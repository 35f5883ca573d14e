import { useNotify } from '@dukkan/shared';
import { type FieldValues, useRulesForm } from '@dukkan/shared/kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { CODE_FIELDS, type CodeField, type CodeValues, validateCode, withFieldOfCode } from './account-rules';

interface TwoFactorFormOptions<Values extends FieldValues, Field extends string> {
  defaultValues: Values;
  rules: (values: Values) => Partial<Record<Field, string>>;
  fields: readonly Field[];
  save: (values: Values) => Promise<unknown>;
  /** The toast of a success. */
  done: string;
  /** The toast of a failure the server gave no message for. */
  failed: string;
  onSaved: () => void;
}

/**
 * A two-factor form (turn on, turn off): the rules' messages from the catalogue, a wrong code or password said under
 * its field (not also as a toast), any other failure as a toast. No unsaved-changes guard: a code is worth nothing
 * once the page is left.
 */
export function useTwoFactorForm<Values extends FieldValues, Field extends string>({ save, done, failed, onSaved, fields, ...options }: TwoFactorFormOptions<Values, Field>) {
  const { t } = useTranslation(HOST_NS);
  const notify = useNotify();
  // The last refusal named a field: its message is shown there.
  const saidAtField = useRef(false);
  return useRulesForm<Values, Field>({
    ...options,
    ruleText: (key) => t(`account.twoFactor.rules.${key}`),
    serverFields: fields,
    save: async (values) => {
      saidAtField.current = false;
      try {
        return await save(values);
      } catch (error) {
        const placed = withFieldOfCode(error);
        saidAtField.current = placed !== error;
        throw placed;
      }
    },
    onSaved: () => {
      notify.success(done);
      onSaved();
    },
    failureTexts: { failed },
    onFailure: (message) => {
      if (!saidAtField.current) notify.error(message);
    },
    guardsNavigation: false,
  });
}

/**
 * A form of one code from the app whose answer carries new recovery codes (turning the factor on, new codes): the codes
 * go to `onCodes` once the success was said, to be shown once.
 */
export function useCodeForRecoveryCodesForm({ send, done, failed, onCodes }: { send: (values: CodeValues) => Promise<{ recoveryCodes: string[] }>; done: string; failed: string; onCodes: (codes: string[] | undefined) => void }) {
  const codes = useRef<string[] | undefined>(undefined);
  return useTwoFactorForm<CodeValues, CodeField>({
    defaultValues: { code: '' },
    rules: validateCode,
    fields: CODE_FIELDS,
    save: async (values) => {
      codes.current = (await send(values)).recoveryCodes;
    },
    done,
    failed,
    onSaved: () => onCodes(codes.current),
  });
}
