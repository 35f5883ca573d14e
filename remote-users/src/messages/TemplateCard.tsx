import { failureMessage, LtrText, useNotify } from '@dukkan/shared';
import { Controller, FormTextarea, KuwaitTime, PageSection, serverFieldErrors, SubmitButton, typedLength, useRulesForm } from '@dukkan/shared/kit';
import { Button, Switch, Text } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { TEMPLATE_TEXT_MAX, variableToken } from '../common/message-kinds';
import { type MessagePreview, type MessageTemplate, usePreviewMessageTemplateMutation, useSaveMessageTemplateMutation } from '../common/messages-api';
import { templateBody, templateValues, TEMPLATE_TEXT_FIELDS, type TemplateTextField, type TemplateValues, validateTemplate } from './template-rules';
import { useTemplatesStyles } from './useTemplatesStyles.styles';

export interface TemplateCardProps {
  /** The template as the API answered it: the form starts from it, and from each saved answer after. */
  template: MessageTemplate;
  /** The card's texts differ from the saved ones (or no longer): the page asks before they are left. */
  onDirtyChange: (kind: MessageTemplate['kind'], dirty: boolean) => void;
}

/** The text field a variable goes into: the one last focused, where its caret was. */
interface CaretTarget {
  field: TemplateTextField;
  element: HTMLTextAreaElement | null;
}

/**
 * decisions/customer-messages.md: one step's message as owners edit it — on or off, its English and Arabic texts, the
 * variables it may use (each inserted at the caret of the text last in), a preview of the unsaved texts with an example
 * order's values, and Save; who changed it last and when.
 */
export function TemplateCard({ template, onDirtyChange }: TemplateCardProps) {
  const { t } = useTranslation(USERS_NS);
  const styles = useTemplatesStyles();
  const notify = useNotify();
  const [saveTemplate] = useSaveMessageTemplateMutation();
  const [previewTemplate, previewing] = usePreviewMessageTemplateMutation();
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const caret = useRef<CaretTarget>({ field: 'bodyEn', element: null });
  const saved = useRef<MessageTemplate | null>(null);
  const { kind } = template;

  const { form, formProps, errorOf, saving } = useRulesForm<TemplateValues, TemplateTextField>({
    defaultValues: templateValues(template),
    rules: validateTemplate,
    ruleText: (key) => t(`messages.templates.rules.${key}`),
    serverFields: TEMPLATE_TEXT_FIELDS,
    save: async (values) => {
      saved.current = await saveTemplate({ kind, ...templateBody(values) }).unwrap();
    },
    onSaved: () => {
      notify.success(t('messages.templates.saved'));
      // The saved texts are the new starting point: not dirty, ready for the next save.
      if (saved.current) form.reset(templateValues(saved.current));
    },
    failureTexts: { failed: t('messages.templates.saveFailed') },
    onFailure: notify.error,
    // Six forms on one page, and a router heeds one blocker: the page guards them all (TemplatesPage).
    guardsNavigation: false,
    afterSave: 'stay',
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(kind, isDirty), [kind, isDirty, onDirtyChange]);
  const [bodyEn, bodyAr] = form.watch(['bodyEn', 'bodyAr']);

  const remember = (field: TemplateTextField) => (event: FocusEvent<HTMLTextAreaElement>) => {
    caret.current = { field, element: event.currentTarget };
  };

  /** `{{name}}` replaces the selection of the text last in (or goes at its end), and the caret follows it. */
  const insert = (name: string) => {
    const { field, element } = caret.current;
    const value = form.getValues(field);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const token = variableToken(name);
    form.setValue(field, `${value.slice(0, start)}${token}${value.slice(end)}`, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (!element) return;
    // After React has written the new value (which puts the caret at the end).
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + token.length, start + token.length);
    });
  };

  // The unsaved texts, checked by the rules first; the API's 400 shows at the text it names.
  const showPreview = async () => {
    if (!(await form.trigger(TEMPLATE_TEXT_FIELDS))) return;
    const values = templateBody(form.getValues());
    try {
      setPreview(await previewTemplate({ kind, bodyEn: values.bodyEn, bodyAr: values.bodyAr }).unwrap());
    } catch (error) {
      setPreview(null);
      const fields = Object.entries(serverFieldErrors(error, TEMPLATE_TEXT_FIELDS));
      for (const [field, message] of fields) form.setError(field as TemplateTextField, { type: 'server', message });
      const message = failureMessage(error, { failed: t('messages.templates.previewFailed') });
      if (fields.length === 0 && message) notify.error(message);
    }
  };

  const lengthHint = (text: string) => (
    <Text size={200} className={styles.quiet}>
      {t('messages.templates.length', { used: typedLength(text), max: TEMPLATE_TEXT_MAX })}
    </Text>
  );

  return (
    <PageSection id={`template-${kind}`} title={t(`messages.kinds.${kind}`)}>
      <form {...formProps} className={styles.form} aria-labelledby={`template-${kind}`}>
        <div className={styles.head}>
          <Text className={styles.quiet}>{t(`messages.kindHints.${kind}`)}</Text>
          <Controller
            name="enabled"
            control={form.control}
            render={({ field }) => (
              <Switch label={t('messages.templates.enabled')} checked={field.value} disabled={saving} onChange={(_event, data) => field.onChange(data.checked)} />
            )}
          />
        </div>
        <div className={styles.texts}>
          <div className={styles.text}>
            <FormTextarea
              control={form.control}
              name="bodyEn"
              label={t('messages.templates.bodyEn')}
              error={errorOf('bodyEn')}
              limit={TEMPLATE_TEXT_MAX}
              textarea={{ dir: 'ltr', lang: 'en' }}
              rows={4}
              disabled={saving}
              onFocus={remember('bodyEn')}
            />
            {lengthHint(bodyEn)}
          </div>
          <div className={styles.text}>
            <FormTextarea
              control={form.control}
              name="bodyAr"
              label={t('messages.templates.bodyAr')}
              error={errorOf('bodyAr')}
              limit={TEMPLATE_TEXT_MAX}
              textarea={{ dir: 'rtl', lang: 'ar' }}
              rows={4}
              disabled={saving}
              onFocus={remember('bodyAr')}
            />
            {lengthHint(bodyAr)}
          </div>
        </div>
        <fieldset className={styles.variables}>
          <legend className={styles.legend}>{t('messages.templates.variablesLabel')}</legend>
          <Text size={200} className={styles.quiet}>
            {t('messages.templates.variablesHint')}
          </Text>
          <ul className={styles.variableList}>
            {template.variables.map((name) => (
              <li key={name} className={styles.variable}>
                <Button size="small" disabled={saving} onClick={() => insert(name)} aria-describedby={`variable-${kind}-${name}`}>
                  <LtrText>{variableToken(name)}</LtrText>
                </Button>
                <Text size={200} id={`variable-${kind}-${name}`} className={styles.quiet}>
                  {t(`messages.variables.${name}`)}
                </Text>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={styles.actions}>
          <Button icon={<EyeRegular />} disabled={saving || previewing.isLoading} onClick={() => void showPreview()}>
            {t('messages.templates.preview')}
          </Button>
          <SubmitButton saving={saving}>{saving ? t('messages.templates.saving') : t('messages.templates.save')}</SubmitButton>
        </div>
      </form>
      {preview ? (
        <section className={styles.preview} aria-labelledby={`preview-${kind}`}>
          <Text as="h3" id={`preview-${kind}`} weight="semibold" className={styles.previewTitle}>
            {t('messages.templates.previewTitle')}
          </Text>
          <figure className={styles.figure}>
            <figcaption className={styles.quiet}>{t('messages.templates.previewEn')}</figcaption>
            <blockquote className={styles.quote} dir="ltr" lang="en">
              {preview.en}
            </blockquote>
          </figure>
          <figure className={styles.figure}>
            <figcaption className={styles.quiet}>{t('messages.templates.previewAr')}</figcaption>
            <blockquote className={styles.quote} dir="rtl" lang="ar">
              {preview.ar}
            </blockquote>
          </figure>
        </section>
      ) : null}
      <Text size={200} className={styles.quiet}>
        {template.updatedBy && template.updatedAt ? (
          <>
            {t('messages.templates.changedBy', { name: template.updatedBy.name })} · <KuwaitTime at={template.updatedAt} />
          </>
        ) : (
          t('messages.templates.asInstalled')
        )}
      </Text>
    </PageSection>
  );
}
