import type { Channel } from '../../db/schema/index.ts';
import type { LlmProvider } from '../../providers/llm/llm.types.ts';
import type { ChannelsRepo } from './channels.repo.ts';
import { freshIdeas } from './idea-similarity.ts';

/** How many of the channel's best posted ideas seed its next plan. */
const BEST_SEEDS = 3;

/** The next `count` ideas for a channel's plan, each apart from every idea it has had. */
export async function nextIdeas(
  repo: Pick<ChannelsRepo, 'ideas' | 'bestPostedIdeas'>,
  llm: Pick<LlmProvider, 'suggestIdeas'>,
  channel: Channel,
  count: number,
): Promise<string[]> {
  const earlier = await repo.ideas(channel.id);
  // What performed best once posted seeds the plan first (its subject: the part before a colon,
  // as "Black holes" of "Black holes: the basics"), then the niche as typed, then each of its parts
  // ("space, black holes and planets"). The similarity check still keeps every new idea apart.
  const best = (await repo.bestPostedIdeas(channel.id, BEST_SEEDS)).map(
    (idea) => idea.split(':')[0]!.trim() || idea,
  );
  const seeds = [
    ...best,
    channel.niche,
    ...channel.niche.split(/\s*(?:,|;|\band\b|&)\s*/i).filter((s) => s.length > 2),
  ];
  const chosen: string[] = [];
  for (const seed of [...new Set(seeds)]) {
    const ask = (count - chosen.length) * 3 + earlier.length;
    const ideas = await llm.suggestIdeas(seed.slice(0, 200), Math.min(ask, 60));
    chosen.push(
      ...freshIdeas(
        ideas.map((i) => i.idea),
        [...earlier, ...chosen],
        count - chosen.length,
      ),
    );
    if (chosen.length >= count) break;
  }
  return chosen;
}
