import { type FormRules, typedLength } from '@dukkan/shared/kit';
import { TEMPLATE_TEXT_MAX } from '../common/message-kinds';
import type { MessageTemplate } from '../common/messages-api';

// decisions/customer-messages.md: a template's texts hold 1 to 1000 characters once trimmed, said before sending (the
// API's 400 says the same words). Which {{variables}} a text may use, and closed braces, only the API checks: its
// message names the variables allowed, shown at the field.

export interface TemplateValues {
  bodyEn: string;
  bodyAr: string;
  enabled: boolean;
}
export const TEMPLATE_TEXT_FIELDS = ['bodyEn', 'bodyAr'] as const;
export type TemplateTextField = (typeof TEMPLATE_TEXT_FIELDS)[number];

/** values → { field: catalogue key under messages.templates.rules } (empty: it may be sent). */
export const validateTemplate: FormRules<TemplateValues, TemplateTextField> = (values) => {
  const errors: Partial<Record<TemplateTextField, string>> = {};
  for (const field of TEMPLATE_TEXT_FIELDS) {
    const typed = typedLength(values[field]);
    if (typed < 1 || typed > TEMPLATE_TEXT_MAX) errors[field] = 'text';
  }
  return errors;
};

/** The form's values of a template as the API answered it. */
export const templateValues = (template: MessageTemplate): TemplateValues => ({ bodyEn: template.bodyEn, bodyAr: template.bodyAr, enabled: template.enabled });

/** What PUT message-templates/{kind} is sent: the texts trimmed. */
export const templateBody = (values: TemplateValues): TemplateValues => ({ bodyEn: values.bodyEn.trim(), bodyAr: values.bodyAr.trim(), enabled: values.enabled });
