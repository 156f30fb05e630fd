CREATE TABLE "social_engagement_vibes" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"vibe" text NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"engagement" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "social_engagement_vibes_user_id_platform_vibe_pk" PRIMARY KEY("user_id","platform","vibe")
);
--> statement-breakpoint
CREATE TABLE "social_engagement_windows" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"dow" smallint NOT NULL,
	"block" smallint NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"engagement" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "social_engagement_windows_user_id_platform_dow_block_pk" PRIMARY KEY("user_id","platform","dow","block")
);
--> statement-breakpoint
ALTER TABLE "social_engagement_vibes" ADD CONSTRAINT "social_engagement_vibes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_engagement_windows" ADD CONSTRAINT "social_engagement_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 115: the posting-window and content-type totals are kept by triggers, so every write
-- path (metrics sync, post and video deletion) keeps them equal to grouping every post.
-- sign > 0 adds a measured platform's totals to its buckets, sign < 0 takes them out again.
-- Taking out only UPDATEs, so nothing is inserted for a post or account on its way out.
CREATE OR REPLACE FUNCTION social_engagement_apply(
  t_post uuid, t_platform text, t_posted_at timestamptz, t_views bigint, t_eng bigint, t_sign int,
  with_windows boolean, with_vibes boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_vibe text;
  d smallint;
  b smallint;
BEGIN
  SELECT user_id, time_zone, video_id INTO p FROM social_posts WHERE id = t_post;
  IF NOT FOUND THEN RETURN; END IF;
  -- An account being deleted takes its rollup rows with it: touching them again in that
  -- transaction would re-check their key against the user who is going.
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p.user_id) THEN RETURN; END IF;
  IF with_windows THEN
    d := extract(dow FROM t_posted_at AT TIME ZONE p.time_zone);
    b := floor(extract(hour FROM t_posted_at AT TIME ZONE p.time_zone) / 2) * 2;
    IF t_sign > 0 THEN
      INSERT INTO social_engagement_windows AS w (user_id, platform, dow, block, posts, views, engagement)
      VALUES (p.user_id, t_platform, d, b, 1, t_views, t_eng)
      ON CONFLICT (user_id, platform, dow, block) DO UPDATE SET
        posts = w.posts + 1, views = w.views + excluded.views, engagement = w.engagement + excluded.engagement;
    ELSE
      UPDATE social_engagement_windows SET posts = posts - 1, views = views - t_views, engagement = engagement - t_eng
      WHERE user_id = p.user_id AND platform = t_platform AND dow = d AND block = b;
    END IF;
  END IF;
  IF with_vibes THEN
    SELECT vibe INTO v_vibe FROM videos WHERE id = p.video_id;
    IF NOT FOUND THEN RETURN; END IF;
    IF t_sign > 0 THEN
      INSERT INTO social_engagement_vibes AS r (user_id, platform, vibe, posts, views, engagement)
      VALUES (p.user_id, t_platform, v_vibe, 1, t_views, t_eng)
      ON CONFLICT (user_id, platform, vibe) DO UPDATE SET
        posts = r.posts + 1, views = r.views + excluded.views, engagement = r.engagement + excluded.engagement;
    ELSE
      UPDATE social_engagement_vibes SET posts = posts - 1, views = views - t_views, engagement = engagement - t_eng
      WHERE user_id = p.user_id AND platform = t_platform AND vibe = v_vibe;
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- A platform row changes (metrics sync, posted, failed, deleted): take out its old totals, add the new.
-- A row deleted with its post finds no post here: the post's own trigger took it out already.
CREATE OR REPLACE FUNCTION social_engagement_targets_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.views = OLD.views
     AND NEW.likes = OLD.likes AND NEW.comments = OLD.comments AND NEW.shares = OLD.shares
     AND NEW.posted_at IS NOT DISTINCT FROM OLD.posted_at AND NEW.platform = OLD.platform
     AND NEW.post_id = OLD.post_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'posted' AND OLD.views > 0 AND OLD.posted_at IS NOT NULL THEN
    PERFORM social_engagement_apply(OLD.post_id, OLD.platform, OLD.posted_at, OLD.views,
      OLD.likes + OLD.comments + OLD.shares, -1, true, true);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'posted' AND NEW.views > 0 AND NEW.posted_at IS NOT NULL THEN
    PERFORM social_engagement_apply(NEW.post_id, NEW.platform, NEW.posted_at, NEW.views,
      NEW.likes + NEW.comments + NEW.shares, 1, true, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER social_engagement_targets AFTER INSERT OR UPDATE OR DELETE ON social_post_targets
  FOR EACH ROW EXECUTE FUNCTION social_engagement_targets_trg();
--> statement-breakpoint
-- A post about to go: its platforms leave the windows (and the vibes, unless its video is going
-- too: then the video's trigger below took them out and the video is no longer visible here).
CREATE OR REPLACE FUNCTION social_engagement_posts_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM social_post_targets
           WHERE post_id = OLD.id AND status = 'posted' AND views > 0 AND posted_at IS NOT NULL LOOP
    PERFORM social_engagement_apply(OLD.id, t.platform, t.posted_at, t.views,
      t.likes + t.comments + t.shares, -1, true, true);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER social_engagement_posts BEFORE DELETE ON social_posts
  FOR EACH ROW EXECUTE FUNCTION social_engagement_posts_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION social_engagement_videos_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  FOR t IN SELECT st.* FROM social_posts p JOIN social_post_targets st ON st.post_id = p.id
           WHERE p.video_id = OLD.id AND st.status = 'posted' AND st.views > 0 AND st.posted_at IS NOT NULL LOOP
    PERFORM social_engagement_apply(t.post_id, t.platform, t.posted_at, t.views,
      t.likes + t.comments + t.shares, -1, false, true);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER social_engagement_videos BEFORE DELETE ON videos
  FOR EACH ROW EXECUTE FUNCTION social_engagement_videos_trg();
--> statement-breakpoint
-- What was measured before these tables existed.
INSERT INTO social_engagement_windows (user_id, platform, dow, block, posts, views, engagement)
SELECT p.user_id, t.platform,
       extract(dow FROM t.posted_at AT TIME ZONE p.time_zone)::smallint,
       (floor(extract(hour FROM t.posted_at AT TIME ZONE p.time_zone) / 2) * 2)::smallint,
       count(*), sum(t.views), sum(t.likes + t.comments + t.shares)
FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
WHERE t.status = 'posted' AND t.views > 0 AND t.posted_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO social_engagement_vibes (user_id, platform, vibe, posts, views, engagement)
SELECT p.user_id, t.platform, v.vibe, count(*), sum(t.views), sum(t.likes + t.comments + t.shares)
FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id JOIN videos v ON v.id = p.video_id
WHERE t.status = 'posted' AND t.views > 0 AND t.posted_at IS NOT NULL
GROUP BY 1, 2, 3;
