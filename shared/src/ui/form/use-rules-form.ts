import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { failureMessage, failureToastMessage, type FailureTexts } from '../../api/api-error';
import { useUnsavedChangesGuard } from '../UnsavedChangesGuard/use-unsaved-changes-guard';
import { serverFieldErrors } from './server-field-errors';

/** A form's own rules, kept as a pure function: values → { field: catalogue key } (empty = valid). */
export type FormRules<Values, Field extends string> = (values: Values) => Partial<Record<Field, string>>;

export interface UseRulesFormOptions<Values extends FieldValues, Field extends string> {
  /** What the form starts with (an edit's loaded entity, or the empty form). */
  defaultValues: Values;
  /** The form's rules (its `*-form-rules.ts`); messages show after the first submit and follow each edit. */
  rules: FormRules<Values, Field>;
  /** Turns a rule's catalogue key into the text shown (the form's `t`). */
  ruleText: (key: string) => string;
  /** The fields whose messages in a 400 answer (`errors`) show under the field itself. */
  serverFields: readonly Field[];
  /** Sends the form. A rejection is the call's failure (an ApiError). */
  save: (values: Values) => Promise<unknown>;
  /** After a successful save (toast, navigate): the unsaved-changes guard already lets it leave. */
  onSaved: () => void;
  /** The toast texts of a failed save: the server's message is preferred to `failed`. */
  failureTexts: FailureTexts;
  /** Shows the failure toast (the form's `useNotify().error`). */
  onFailure: (message: string) => void;
  /**
   * Ask before a dirty form is left by navigation. A form inside a dialog says false: the dialog
   * itself is what the user closes, and a blocked navigation without its question would trap them.
   * @default true
   */
  guardsNavigation?: boolean;
  /**
   * After a refused submit, what an edit does to its field's message: 'revalidate' follows the
   * value (the catalogue forms: spec §5 shows the rule that still fails), 'clear' removes it until
   * the next submit (the add-user form: spec §5 "errors clear when the field is edited").
   * @default 'revalidate'
   */
  afterEdit?: 'revalidate' | 'clear';
  /**
   * After a successful save: 'leave' keeps the form busy while onSaved navigates away (a second press
   * meanwhile would save twice); 'stay' makes it ready for the next one (a note under a thread, a card
   * among others on the page: onSaved resets it).
   * @default 'leave'
   */
  afterSave?: 'leave' | 'stay';
}

export interface RulesForm<Values extends FieldValues, Field extends string> {
  /** react-hook-form's form: `control` for each `Controller`, `setValue`, `watch`… */
  form: UseFormReturn<Values>;
  /** Spread on the `<form>`: submit handler, `noValidate`, and the ref used to focus the first invalid field. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event?: FormEvent) => Promise<void> };
  /** The message under `field`: its rule's text, else the server's message for it. */
  errorOf: (field: Field) => string | undefined;
  /** A submit was refused by the rules and some rule still fails: 'Please fix the errors below…'. */
  showFixErrors: boolean;
  /** The save is running: disable the controls and show the busy button. */
  saving: boolean;
  /** The 'Discard changes?' dialog of a dirty form, and its blocker: render it once inside the form (nothing when guardsNavigation is false). */
  guardDialog: ReactElement | null;
}

const RULE = 'rule';

/**
 * The one form state machine of the panel, on react-hook-form: values, the form's rules as the
 * resolver (keys, translated when shown so a language switch follows), the server's field
 * messages, one save however often submit is pressed, focus on the first invalid field, the
 * failure toast, and the unsaved-changes guard. Controls bind through `Controller` with `form.control`.
 */
export function useRulesForm<Values extends FieldValues, Field extends string>(
  options: UseRulesFormOptions<Values, Field>,
): RulesForm<Values, Field> {
  const { ruleText, serverFields, save, onSaved, failureTexts, onFailure, guardsNavigation = true, afterEdit = 'revalidate', afterSave = 'leave' } = options;
  // The rules may close over props (an edit's existing image): read the latest, keep one resolver.
  const rulesRef = useRef(options.rules);
  rulesRef.current = options.rules;
  const resolver: Resolver<Values> = useCallback(
    async (values: Values) => {
      const found = Object.entries(rulesRef.current(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
      if (found.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(found.map(([field, key]) => [field, { type: RULE, message: key }]));
      return { values: {}, errors: errors as FieldErrors<Values> };
    },
    [],
  );
  const form = useForm<Values>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: afterEdit === 'revalidate' ? 'onChange' : 'onSubmit',
    // Focus goes by the page's order, not registration order, and reaches every control (image
    // pickers included): see the effect below.
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const guard = useUnsavedChangesGuard(guardsNavigation && isDirty);
  const formRef = useRef<HTMLFormElement | null>(null);
  // A ref, not isSubmitting: a second press in the same tick must already see the save running.
  const sending = useRef(false);
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // 'clear': an edited field loses its message (rule or server) until the next submit.
  useEffect(() => {
    if (afterEdit !== 'clear') return;
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [afterEdit, form]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (sending.current) return;
      sending.current = true;
      setSaving(true);
      try {
        await save(values);
      } catch (error) {
        sending.current = false;
        setSaving(false);
        if (failureMessage(error, failureTexts) === null) return;
        const toast = failureToastMessage(error, failureTexts);
        if (toast) onFailure(toast);
        const fieldErrors = Object.entries(serverFieldErrors(error, serverFields));
        for (const [field, text] of fieldErrors) {
          form.setError(field as Path<Values>, { type: 'server', message: text as string });
        }
        // Refused by the server (a taken email): the field it names is where to type next.
        if (fieldErrors.length > 0) setFocusRequest((n) => n + 1);
        return;
      }
      if (afterSave === 'leave') guard.allowNavigation();
      onSaved();
      if (afterSave === 'stay') {
        sending.current = false;
        setSaving(false);
      }
    },
    () => setFocusRequest((n) => n + 1),
  );

  const errorOf = (field: Field): string | undefined => {
    const error = errors[field as keyof typeof errors] as { type?: string; message?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === RULE ? ruleText(error.message) : error.message;
  };
  const showFixErrors = submitCount > 0 && Object.values(errors).some((error) => (error as { type?: string } | undefined)?.type === RULE);

  return {
    form,
    formProps: { ref: formRef, noValidate: true, onSubmit },
    errorOf,
    showFixErrors,
    saving,
    guardDialog: guardsNavigation ? guard.dialog : null,
  };
}
