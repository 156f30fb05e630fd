import { randomUUID } from 'node:crypto';
import {
  BRAND_KIT_LIMITS,
  brandKitFields,
  brandKitPatch,
  type BrandKitDto,
} from '@reelsmith/contracts/channels';
import type { StoryboardBrand } from '@reelsmith/contracts/storyboard';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { BrandKit } from '../../db/schema/index.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { brandKitFileKey, brandKitFolder } from '../../storage/storage-paths.ts';
import { checkFont, checkLogo } from './brand-files.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import { UPGRADE } from '../billing/allowances.service.ts';
import { BrandKitsRepo, type KitReach, type NewBrandKit } from './brand-kits.repo.ts';

/** What a brand-kit form sent: its text fields and, when chosen, the files' bytes. */
export interface BrandKitForm {
  fields: Record<string, unknown>;
  logo?: Buffer;
  font?: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new NotFoundError('Brand kit not found.');
const TEAM_NEEDS_BUSINESS =
  'Team brand kits come with the Business plan. Upgrade to share a brand with your team.';

/** A zod failure as the API's 400: the first message, and every message per field. */
function invalid(error: z.ZodError): ValidationError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return new ValidationError(error.issues[0]?.message ?? 'Check the brand kit’s fields.', fields);
}

export class BrandKitsService {
  private readonly repo: BrandKitsRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { allowances: Pick<AllowancesService, 'teamBrandOwner'> },
  ) {
    this.repo = new BrandKitsRepo(ctx.database.db);
  }

  /** The creator's own kits and, on a Business team, the team's. */
  async list(userId: string): Promise<BrandKitDto[]> {
    return (await this.repo.list(await this.reach(userId))).map((k) => this.dto(k));
  }

  async get(userId: string, id: string): Promise<BrandKitDto> {
    return this.dto(await this.own(userId, id));
  }

  async create(userId: string, form: BrandKitForm): Promise<BrandKitDto> {
    const parsed = brandKitFields.safeParse(form.fields);
    if (!parsed.success) throw invalid(parsed.error);
    if (!form.logo)
      throw new ValidationError('Choose a logo (PNG or SVG).', { logo: ['Choose a logo (PNG or SVG).'] });
    const f = parsed.data;
    // A team kit is kept by the team's owner, so it stays when the member who made it leaves.
    const teamOwnerId = f.team ? await this.deps.allowances.teamBrandOwner(userId) : null;
    if (f.team && !teamOwnerId)
      throw new AppError(402, 'team_needs_business', TEAM_NEEDS_BUSINESS, {
        detail: TEAM_NEEDS_BUSINESS,
        ...UPGRADE,
      });
    const id = randomUUID();
    const ownerId = teamOwnerId ?? userId;
    // Both files are checked before anything is stored: a refusal leaves nothing behind.
    const logo = this.checkedLogo(form.logo);
    const font = form.font ? this.checkedFont(form.font) : null;
    const values: NewBrandKit & { id: string } = {
      id,
      userId: ownerId,
      team: f.team,
      name: f.name,
      logoKey: brandKitFileKey(ownerId, id, `logo-${randomUUID().slice(0, 8)}.${logo.type}`),
      logoType: logo.type,
      fontKey: font ? brandKitFileKey(ownerId, id, `font-${randomUUID().slice(0, 8)}.${font.ext}`) : null,
      fontName: font?.family ?? f.font_name,
      primaryColor: f.primary_color,
      secondaryColor: f.secondary_color,
      textColor: f.text_color,
      captionPreset: f.caption_preset,
      captionPosition: f.caption_position,
      introText: f.intro_text,
      outroText: f.outro_text,
      watermarkPosition: f.watermark_position,
    };
    await this.ctx.storage.putBuffer(values.logoKey, form.logo, logo.contentType);
    if (font && values.fontKey)
      await this.ctx.storage.putBuffer(values.fontKey, form.font!, 'font/' + font.ext);
    const row = await this.repo.insertWithin(values, BRAND_KIT_LIMITS.kitsMax);
    if (!row) {
      await this.ctx.storage.deletePrefix(brandKitFolder(ownerId, id));
      throw new ConflictError(
        `${f.team ? 'Your team' : 'You'} can keep at most ${BRAND_KIT_LIMITS.kitsMax} brand kits. Delete one first.`,
        'brand_kit_limit',
      );
    }
    return this.dto(row);
  }

  async update(userId: string, id: string, form: BrandKitForm): Promise<BrandKitDto> {
    const kit = await this.own(userId, id);
    const parsed = brandKitPatch.safeParse(form.fields);
    if (!parsed.success) throw invalid(parsed.error);
    const logo = form.logo ? this.checkedLogo(form.logo) : null;
    const font = form.font ? this.checkedFont(form.font) : null;
    const f = parsed.data;
    const values: Partial<NewBrandKit> = {
      name: f.name,
      primaryColor: f.primary_color,
      secondaryColor: f.secondary_color,
      textColor: f.text_color,
      captionPreset: f.caption_preset,
      captionPosition: f.caption_position,
      introText: f.intro_text,
      outroText: f.outro_text,
      watermarkPosition: f.watermark_position,
    };
    // Choosing a bundled font drops an uploaded one; uploading a font overrides the bundled name.
    if (f.font_name !== undefined) Object.assign(values, { fontName: f.font_name, fontKey: null });
    if (logo) {
      values.logoKey = brandKitFileKey(kit.userId, id, `logo-${randomUUID().slice(0, 8)}.${logo.type}`);
      values.logoType = logo.type;
      await this.ctx.storage.putBuffer(values.logoKey, form.logo!, logo.contentType);
    }
    if (font) {
      values.fontKey = brandKitFileKey(kit.userId, id, `font-${randomUUID().slice(0, 8)}.${font.ext}`);
      values.fontName = font.family;
      await this.ctx.storage.putBuffer(values.fontKey, form.font!, 'font/' + font.ext);
    }
    const row = await this.repo.update(kit.id, values);
    if (!row) throw notFound();
    // Replaced files go; videos already planned keep a copy of what they used (see storyboardBrand).
    for (const old of [logo && kit.logoKey, values.fontKey !== undefined && kit.fontKey])
      if (old && old !== row.logoKey && old !== row.fontKey)
        await this.ctx.storage.delete(old).catch(() => undefined);
    return this.dto(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    const kit = await this.repo.delete((await this.own(userId, id)).id);
    if (!kit) throw notFound();
    await this.ctx.storage.deletePrefix(brandKitFolder(kit.userId, kit.id));
  }

  /**
   * The kit as a storyboard carries it. The logo and font are copied under `into` (the video's
   * folder), so the video keeps rendering the same after the kit changes or is deleted.
   */
  async storyboardBrand(userId: string, id: string, into: string): Promise<StoryboardBrand> {
    const kit = await this.own(userId, id);
    const copy = async (key: string) => {
      const target = `${into}brand/${key.slice(key.lastIndexOf('/') + 1)}`;
      const chunks: Buffer[] = [];
      for await (const c of await this.ctx.storage.read(key)) chunks.push(c as Buffer);
      await this.ctx.storage.putBuffer(target, Buffer.concat(chunks));
      return target;
    };
    return {
      kitId: kit.id,
      logoKey: await copy(kit.logoKey),
      logoType: kit.logoType,
      watermarkPosition: kit.watermarkPosition as StoryboardBrand['watermarkPosition'],
      colors: { primary: kit.primaryColor, secondary: kit.secondaryColor, text: kit.textColor },
      font: { name: kit.fontName, key: kit.fontKey ? await copy(kit.fontKey) : null },
      intro: kit.introText,
      outro: kit.outroText,
      captionPosition: kit.captionPosition as StoryboardBrand['captionPosition'],
      show: true,
    };
  }

  /** The kit's card texts and caption choices, which planning turns into scenes and settings. */
  async cards(userId: string, id: string) {
    const kit = await this.own(userId, id);
    return {
      intro: kit.introText,
      outro: kit.outroText,
      captionPreset: kit.captionPreset,
      captionPosition: kit.captionPosition,
    };
  }

  /** A kit this person may use and change: their own, or their live Business team's; else 404. */
  private async own(userId: string, id: string): Promise<BrandKit> {
    const kit = UUID.test(id) ? await this.repo.find(id, await this.reach(userId)) : undefined;
    if (!kit) throw notFound();
    return kit;
  }

  private async reach(userId: string): Promise<KitReach> {
    return { userId, teamOwnerId: await this.deps.allowances.teamBrandOwner(userId) };
  }

  private checkedLogo(data: Buffer) {
    const logo = checkLogo(data);
    if (!logo.ok) throw new ValidationError(logo.reason, { logo: [logo.reason] }, 'invalid_logo');
    return logo;
  }

  private checkedFont(data: Buffer) {
    const font = checkFont(data);
    if (!font.ok) throw new ValidationError(font.reason, { font: [font.reason] }, 'invalid_font');
    return font;
  }

  private dto(k: BrandKit): BrandKitDto {
    return {
      id: k.id,
      name: k.name,
      logo_url: this.ctx.urls.sign(k.logoKey),
      logo_type: k.logoType,
      primary_color: k.primaryColor,
      secondary_color: k.secondaryColor,
      text_color: k.textColor,
      font: {
        source: k.fontKey ? 'upload' : 'bundled',
        name: k.fontName,
        url: k.fontKey ? this.ctx.urls.sign(k.fontKey) : null,
      },
      caption_preset: k.captionPreset as BrandKitDto['caption_preset'],
      caption_position: k.captionPosition as BrandKitDto['caption_position'],
      intro_text: k.introText,
      outro_text: k.outroText,
      watermark_position: k.watermarkPosition as BrandKitDto['watermark_position'],
      team_id: k.team ? k.userId : null,
      created_at: k.createdAt.toISOString(),
      updated_at: k.updatedAt.toISOString(),
    };
  }
}
