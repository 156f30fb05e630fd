/*
 * flite-words: synthesise text read from stdin with a flite voice, write a RIFF WAV and print the
 * timing of every input token (word as written, with its punctuation) as TSV on stdout:
 *   duration <TAB> seconds
 *   word <TAB> start <TAB> end        (one line per spoken token, seconds)
 * Usage: flite-words VOICE OUT.wav [f0_mean_hz f0_stddev_hz duration_stretch]
 * VOICE is one of slt, rms, awb, kal16. Pitch and stretch are optional (0 keeps the voice default).
 *
 * A long text is spoken as two halves at once, split at the sentence end nearest its middle: a
 * forked child speaks the second half while this process speaks the first, so a 30 s narration
 * takes about half the time on two cores (the voicing stage waited on one). Flite phrases each
 * sentence on its own, so the halves differ from one utterance only at the seam: the first half is
 * cut where its last word ends and the second's leading silence is shortened to the pause flite leaves
 * between two sentences of one utterance.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
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

static void print_clean(FILE *out, const char *s) {
  for (; *s; s++) fputc(*s == '\t' || *s == '\n' || *s == '\r' ? ' ' : *s, out);
}

/* Prints each token's row, its times moved by `offset`; returns where the last spoken token ends. */
static float print_tokens(FILE *out, cst_utterance *u, float offset) {
  float last = 0.0f;
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
    print_clean(out, pre);
    print_clean(out, item_feat_string(t, "name"));
    print_clean(out, post);
    fprintf(out, "\t%.4f\t%.4f\n", start + offset, end + offset);
    last = end;
  }
  return last;
}

/* The pause left at the seam: flite's own between two sentences of one utterance is 0.10-0.15 s. */
#define SEAM_PAUSE_SEC 0.12f

/* Texts shorter than this are spoken whole: the second process would save less than it costs. */
#define SPLIT_MIN_CHARS 160

/* Where the second half starts: after the sentence end nearest the middle, or 0 for none. A full
 * stop counts when a space and a capital, a digit or a quote follow it ("Dr. smith" does not). */
static size_t split_point(const char *text) {
  size_t n = strlen(text), best = 0, best_d = (size_t)-1;
  if (n < SPLIT_MIN_CHARS) return 0;
  for (size_t i = 1; i + 2 < n; i++) {
    if (text[i] != '.' && text[i] != '!' && text[i] != '?') continue;
    size_t j = i + 1;
    while (text[j] == '"' || text[j] == '\'' || text[j] == ')') j++;
    if (text[j] != ' ') continue;
    while (text[j] == ' ') j++;
    unsigned char c = (unsigned char)text[j];
    if (!(isupper(c) || isdigit(c) || c == '"' || c >= 0x80)) continue;
    size_t d = j > n / 2 ? j - n / 2 : n / 2 - j;
    if (d < best_d) { best_d = d; best = j; }
  }
  return best;
}

/* Moves exactly `len` bytes through the pipe, in whichever direction; -1 if it closed early. */
static int transfer(int fd, void *buf, size_t len, int writing) {
  char *p = buf;
  while (len) {
    ssize_t k = writing ? write(fd, p, len) : read(fd, p, len);
    if (k <= 0) return -1;
    p += k;
    len -= (size_t)k;
  }
  return 0;
}

/* The child's half: sample rate, sample count, samples, then its rows' length and rows. */
static int send_half(const char *text, cst_voice *v, int fd) {
  cst_utterance *u = flite_synth_text(text, v);
  cst_wave *w = u ? utt_wave(u) : NULL;
  if (!w) return -1;
  char *rows = NULL;
  size_t rows_len = 0;
  FILE *out = open_memstream(&rows, &rows_len);
  print_tokens(out, u, 0.0f);
  fclose(out);
  int head[2] = {w->sample_rate, w->num_samples};
  unsigned long len = rows_len;
  return transfer(fd, head, sizeof head, 1) || transfer(fd, w->samples, sizeof(short) * w->num_samples, 1) ||
                 transfer(fd, &len, sizeof len, 1) || transfer(fd, rows, rows_len, 1)
             ? -1
             : 0;
}

/*
 * Reads the child's half: its leading silence shortened to `pause` seconds, its rows written to `out`
 * after `offset` (where the first half's last word ends), its samples returned.
 */
static cst_wave *receive_half(int fd, FILE *out, float offset, float pause) {
  int head[2];
  unsigned long len;
  if (transfer(fd, head, sizeof head, 0) || head[1] < 0) return NULL;
  cst_wave *w = new_wave();
  cst_wave_resize(w, head[1], 1);
  w->sample_rate = head[0];
  if (transfer(fd, w->samples, sizeof(short) * head[1], 0) || transfer(fd, &len, sizeof len, 0)) return NULL;
  char *rows = malloc(len + 1);
  if (!rows || transfer(fd, rows, len, 0)) return NULL;
  rows[len] = '\0';
  float first = 0.0f;
  char *tab = strchr(rows, '\t');
  if (tab) sscanf(tab + 1, "%f", &first);
  int lead = first > pause ? (int)((first - pause) * w->sample_rate) : 0;
  if (lead > w->num_samples) lead = w->num_samples;
  memmove(w->samples, w->samples + lead, sizeof(short) * (w->num_samples - lead));
  w->num_samples -= lead;
  offset -= (float)lead / w->sample_rate;
  for (char *line = strtok(rows, "\n"); line; line = strtok(NULL, "\n")) {
    tab = strchr(line, '\t');
    float start = 0.0f, end = 0.0f;
    if (!tab || sscanf(tab + 1, "%f\t%f", &start, &end) != 2) continue;
    fprintf(out, "%.*s\t%.4f\t%.4f\n", (int)(tab - line), line, start + offset, end + offset);
  }
  free(rows);
  return w;
}

/* The last `n` samples fall to silence, so the cut before the seam cannot click. */
static void fade_out(cst_wave *w, int n) {
  if (n > w->num_samples) n = w->num_samples;
  for (int i = 0; i < n; i++) {
    int k = w->num_samples - n + i;
    w->samples[k] = (short)(w->samples[k] * (float)(n - i) / n);
  }
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

  size_t cut = split_point(text);
  int fd[2] = {-1, -1};
  pid_t child = -1;
  if (cut && pipe(fd) == 0) {
    fflush(NULL);
    child = fork();
    if (child == 0) {
      close(fd[0]);
      _exit(send_half(text + cut, v, fd[1]) == 0 ? 0 : 1);
    }
    close(fd[1]);
    if (child < 0) close(fd[0]);
    else text[cut] = '\0';
  }

  cst_utterance *u = flite_synth_text(text, v);
  if (!u) { fprintf(stderr, "synthesis failed\n"); return 1; }
  cst_wave *w = utt_wave(u);
  char *rows = NULL;
  size_t rows_len = 0;
  FILE *out = open_memstream(&rows, &rows_len);
  float last_end = print_tokens(out, u, 0.0f);

  if (child > 0) {
    cst_wave *b = receive_half(fd[0], out, last_end, SEAM_PAUSE_SEC * (stretch > 0 ? stretch : 1.0f));
    close(fd[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (!b || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      fprintf(stderr, "synthesis of the second half failed\n");
      return 1;
    }
    int keep = (int)(last_end * w->sample_rate);
    if (keep < w->num_samples) w->num_samples = keep;
    fade_out(w, w->sample_rate / 200);
    concat_wave(w, b);
    delete_wave(b);
  }
  fclose(out);

  if (!w || cst_wave_save_riff(w, argv[2]) != CST_OK_FORMAT) {
    fprintf(stderr, "cannot write %s\n", argv[2]);
    return 1;
  }
  printf("duration\t%.4f\n", (double)cst_wave_num_samples(w) / cst_wave_sample_rate(w));
  fwrite(rows, 1, rows_len, stdout);
  free(rows);
  delete_utterance(u);
  free(text);
  return 0;
}
