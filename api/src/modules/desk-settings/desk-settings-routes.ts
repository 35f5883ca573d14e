import { ANY_STAFF } from '../../auth/route-permissions';
import { assertValid } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { toDeskSettingsAnswer } from './desk-settings';
import { deskSettingsRepository } from './desk-settings-repository';
import { deskSettingsRules } from './desk-settings-rules';
import { deskSettingsBodySchema, deskSettingsSchema } from './desk-settings-schemas';

/**
 * The desk's settings (decisions/order-workspace.md): the order age thresholds, how long a claim may idle, the
 * auto-pause and the unanswered-order rule. Every member of staff reads them (each desk follows
 * them, live through the order stream's `settings`); owners change them, in the audit log.
 */
export const deskSettingsRoutes: RoutesPlugin = async (app) => {
  const repo = deskSettingsRepository(app.db);
  const tags = ['settings'];

  app.get(
    '/settings',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags,
        summary: "The desk's settings in force: the deploy-time configuration's until an owner saves them (updatedAt null)",
        response: { 200: successSchema(deskSettingsSchema), ...errorResponses },
      },
    },
    async () => ok(toDeskSettingsAnswer(await app.deskSettings.read())),
  );

  app.put(
    '/settings',
    {
      // decisions/order-workspace.md: the team's rules, owners' alone.
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: "Change the desk's settings (every value; amber before red; an automatic reject needs its reason); every open desk hears of it",
        body: deskSettingsBodySchema,
        response: { 200: successSchema(deskSettingsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = deskSettingsRules(request.body, await app.deskSettings.read());
      assertValid(errors);
      await repo.save(values, request.user.sub);
      // Heard on commit by every process, which tells its open desks.
      await app.signals.publish('desk-settings', { at: app.clock().toISOString() });
      return ok(toDeskSettingsAnswer(await app.deskSettings.read()));
    },
  );
};
