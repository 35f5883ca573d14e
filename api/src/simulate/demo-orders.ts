import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { startOrderSimulator } from './order-simulator';

/**
 * DEMO_ORDERS_PER_MINUTE: the running API's own demo customers keep ordering through its HTTP API,
 * so a newcomer watches orders arrive (and, now and then, one cancelled before the shop accepts it). It reads the
 * location tree as the first staff account (a token the server signs for itself; the catalogue is the customers' own)
 * and stops when the API closes.
 */
export async function runDemoOrders(app: FastifyInstance, apiUrl: string, ratePerMinute: number): Promise<void> {
  const [staff] = await app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'owner')).orderBy(asc(users.id)).limit(1);
  if (!staff) {
    app.log.warn('DEMO_ORDERS_PER_MINUTE is set but there is no staff account to read the location tree as');
    return;
  }
  const staffToken = app.jwt.sign({ sub: staff.id, role: 'owner', email: staff.email });
  const simulator = startOrderSimulator({ apiUrl, staffToken, ratePerMinute, minutes: null, log: (line) => console.log(line) });
  console.log(`Demo orders: ${ratePerMinute} a minute through ${apiUrl}/customer/orders`);
  app.addHook('onClose', () => simulator.stop());
}
