/*
 * flite-words: synthesise text read from stdin with a flite voice, write a RIFF WAV and print the
 * timing of every input token (word as written, with its punctuation) as TSV on stdout:
 *   duration <TAB> seconds
 *   word <TAB> start <TAB> end        (one line per spoken token, seconds)
 * Usage: flite-words VOICE OUT.wav [f0_mean_hz f0_stddev_hz duration_stretch]
 * VOICE is one of slt, rms, awb, kal16. Pitch and stretch are optional (0 keeps the voice default).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flite/flite.h"

cst_voice *register_cmu_us_slt(const char *voxdir);
cst_voice *register_cmu_us_rms(const char *voxdir);
cst_voice *register_cmu_us_awb(const char *voxdir);
cst_voice *register_cmu_us_kal16(const char *voxdir);

static char *read_all(FILE *f) {
  size_t cap = 4096, len = 0;
  char *buf = malloc(cap);
  size_t n;
  while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len < 2) { cap *= 2; buf = realloc(buf, cap); }
  }
  if (buf) buf[len] = '\0';
  return buf;
}

/* Start of a word = end of the segment before its first segment (the pause before it is not part of it). */
static float word_start(cst_item *w) {
  cst_item *syl = item_daughter(item_as(w, "SylStructure"));
  cst_item *seg = syl ? item_daughter(syl) : NULL;
  if (!seg) return -1.0f;
  cst_item *s = item_as(seg, "Segment");
  cst_item *prev = s ? item_prev(s) : NULL;
  return prev ? item_feat_float(prev, "end") : 0.0f;
}

static float word_end(cst_item *w) {
  cst_item *syl = item_last_daughter(item_as(w, "SylStructure"));
  cst_item *seg = syl ? item_last_daughter(syl) : NULL;
  if (!seg) return -1.0f;
  return item_feat_float(item_as(seg, "Segment"), "end");
}

static void print_clean(const char *s) {
  for (; *s; s++) putchar(*s == '\t' || *s == '\n' || *s == '\r' ? ' ' : *s);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: flite-words VOICE OUT.wav [f0_mean f0_stddev duration_stretch] < text\n");
    return 2;
  }
  flite_init();
  cst_voice *v = NULL;
  if (strcmp(argv[1], "slt") == 0) v = register_cmu_us_slt(NULL);
  else if (strcmp(argv[1], "rms") == 0) v = register_cmu_us_rms(NULL);
  else if (strcmp(argv[1], "awb") == 0) v = register_cmu_us_awb(NULL);
  else if (strcmp(argv[1], "kal16") == 0) v = register_cmu_us_kal16(NULL);
  if (!v) { fprintf(stderr, "unknown voice: %s\n", argv[1]); return 2; }

  float mean = argc > 3 ? (float)atof(argv[3]) : 0.0f;
  float sd = argc > 4 ? (float)atof(argv[4]) : 0.0f;
  float stretch = argc > 5 ? (float)atof(argv[5]) : 0.0f;
  if (mean > 0) flite_feat_set_float(v->features, "int_f0_target_mean", mean);
  if (sd > 0) flite_feat_set_float(v->features, "int_f0_target_stddev", sd);
  if (stretch > 0) flite_feat_set_float(v->features, "duration_stretch", stretch);

  char *text = read_all(stdin);
  if (!text || !*text) { fprintf(stderr, "no text on stdin\n"); return 2; }

  cst_utterance *u = flite_synth_text(text, v);
  if (!u) { fprintf(stderr, "synthesis failed\n"); return 1; }
  cst_wave *w = utt_wave(u);
  if (!w || cst_wave_save_riff(w, argv[2]) != CST_OK_FORMAT) {
    fprintf(stderr, "cannot write %s\n", argv[2]);
    return 1;
  }
  printf("duration\t%.4f\n", (double)cst_wave_num_samples(w) / cst_wave_sample_rate(w));

  /* Tokens keep the text as written ("1,000" and "don't"); their daughters are the spoken words. */
  for (cst_item *t = relation_head(utt_relation(u, "Token")); t; t = item_next(t)) {
    float start = -1.0f, end = -1.0f;
    for (cst_item *w2 = item_daughter(t); w2; w2 = item_next(w2)) {
      cst_item *word = item_as(w2, "Word");
      if (!word) continue;
      float s = word_start(word), e = word_end(word);
      if (s >= 0 && start < 0) start = s;
      if (e >= 0) end = e;
    }
    if (start < 0 || end < 0) continue;
    const char *pre = item_feat_present(t, "prepunctuation") ? item_feat_string(t, "prepunctuation") : "";
    const char *post = item_feat_present(t, "punc") ? item_feat_string(t, "punc") : "";
    print_clean(pre);
    print_clean(item_feat_string(t, "name"));
    print_clean(post);
    printf("\t%.4f\t%.4f\n", start, end);
  }
  delete_utterance(u);
  free(text);
  return 0;
}
