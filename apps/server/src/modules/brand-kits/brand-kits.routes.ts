import multipart from '@fastify/multipart';
import { BRAND_KIT_LIMITS, brandKitDto, brandKitListDto } from '@reelsmith/contracts/channels';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { PayloadTooLargeError, ValidationError } from '../../http/errors.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import type { BrandKitForm } from './brand-kits.service.ts';

const params = z.object({ id: z.string().max(64) });
const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** Reads a brand-kit form: text fields, and the `logo` and `font` files within their sizes. */
async function readForm(req: FastifyRequest): Promise<BrandKitForm> {
  if (!req.isMultipart()) return { fields: (req.body as Record<string, unknown> | undefined) ?? {} };
  const form: BrandKitForm = { fields: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') form.fields[part.fieldname] = part.value;
      else if (part.fieldname === 'logo' || part.fieldname === 'font') {
        const data = await part.toBuffer();
        const max = part.fieldname === 'logo' ? BRAND_KIT_LIMITS.logoMaxBytes : BRAND_KIT_LIMITS.fontMaxBytes;
        if (data.length > max)
          throw Object.assign(new Error('too large'), {
            code: 'FST_REQ_FILE_TOO_LARGE',
            field: part.fieldname,
          });
        form[part.fieldname] = data;
      } else part.file.resume();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (err as { field?: string }).field;
      throw new PayloadTooLargeError(
        field === 'font'
          ? `The font is too large. The limit is ${MB(BRAND_KIT_LIMITS.fontMaxBytes)}.`
          : `The file is too large. A logo can be ${MB(BRAND_KIT_LIMITS.logoMaxBytes)} and a font ${MB(BRAND_KIT_LIMITS.fontMaxBytes)}.`,
      );
    }
    req.log.info({ err }, 'unreadable brand kit form');
    throw new ValidationError('The form could not be read. Choose the files again.');
  }
  return form;
}

/** Brand kits (issue 41): the logo, colours, font, caption choices and cards a channel's videos carry. */
export const brandKitsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const kits = svc.brandKits;
    await app.register(multipart, {
      limits: { fileSize: BRAND_KIT_LIMITS.fontMaxBytes, files: 2, fields: 20 },
    });
    const read = signedIn(ctx, { scope: 'read' });
    const write = signedIn(ctx, { scope: 'videos:create' });
    const tags = ['brand-kits'];

    app.get(
      '/api/brand-kits',
      { preHandler: read, schema: { tags, summary: 'Your brand kits', response: { 200: brandKitListDto } } },
      async (req) => ({ brand_kits: await kits.list(req.userId!) }),
    );
    app.get(
      '/api/brand-kits/:id',
      {
        preHandler: read,
        schema: { tags, summary: 'One brand kit', params, response: { 200: brandKitDto } },
      },
      async (req) => kits.get(req.userId!, req.params.id),
    );
    app.post(
      '/api/brand-kits',
      {
        preHandler: write,
        schema: {
          tags,
          summary:
            'Make a brand kit (multipart: `name`, a `logo` PNG or SVG, an optional `font` TTF/OTF, the other fields, and `team=true` for a Business team’s kit)',
          consumes: ['multipart/form-data'],
          response: { 201: brandKitDto },
        },
      },
      async (req, reply) => reply.code(201).send(await kits.create(req.userId!, await readForm(req))),
    );
    app.patch(
      '/api/brand-kits/:id',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Change a brand kit (JSON, or multipart to replace the logo or font)',
          params,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: brandKitDto },
        },
      },
      async (req) => kits.update(req.userId!, req.params.id, await readForm(req)),
    );
    app.delete(
      '/api/brand-kits/:id',
      {
        preHandler: write,
        schema: { tags, summary: 'Delete a brand kit (channels using it carry on without one)', params },
      },
      async (req, reply) => {
        await kits.delete(req.userId!, req.params.id);
        return reply.code(204).send();
      },
    );
  };
