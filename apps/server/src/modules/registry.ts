import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Every domain module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
