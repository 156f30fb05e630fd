/*
 * espeak-words: synthesise UTF-8 text read from stdin with an espeak-ng voice, write a RIFF WAV and
 * print the timing of every word from the engine's own word events as TSV on stdout:
 *   duration <TAB> seconds
 *   word <TAB> start <TAB> end        (one line per word event, seconds; the word as written)
 * Usage: espeak-words VOICE OUT.wav [words_per_minute pitch_0_100]
 * VOICE is an espeak-ng voice name such as es, pt-br, cmn or ar, optionally with a variant (es+f3).
 * A word's end is the next word's start less the pause before it is unknown, so it is the start of
 * the next word event (or the end of the audio); the captions need starts more than ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <espeak-ng/speak_lib.h>

static FILE *wav;
static long samples;
static int rate;

typedef struct { int start_ms; int pos; int len; } Word;
static Word *words;
static int nwords, capwords;

static char *read_all(FILE *f) {
  size_t cap = 4096, len = 0, n;
  char *buf = malloc(cap);
  while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len < 2) { cap *= 2; buf = realloc(buf, cap); }
  }
  if (buf) buf[len] = '\0';
  return buf;
}

static void put32(FILE *f, unsigned v) { fputc(v & 255, f); fputc((v >> 8) & 255, f); fputc((v >> 16) & 255, f); fputc((v >> 24) & 255, f); }
static void put16(FILE *f, unsigned v) { fputc(v & 255, f); fputc((v >> 8) & 255, f); }

static void header(FILE *f, long n) {
  fwrite("RIFF", 1, 4, f); put32(f, 36 + n * 2); fwrite("WAVEfmt ", 1, 8, f);
  put32(f, 16); put16(f, 1); put16(f, 1); put32(f, rate); put32(f, rate * 2); put16(f, 2); put16(f, 16);
  fwrite("data", 1, 4, f); put32(f, n * 2);
}

static int on_synth(short *wavdata, int n, espeak_EVENT *ev) {
  if (wavdata && n > 0) { fwrite(wavdata, 2, n, wav); samples += n; }
  for (; ev && ev->type != espeakEVENT_LIST_TERMINATED; ev++) {
    if (ev->type != espeakEVENT_WORD) continue;
    if (nwords == capwords) { capwords = capwords ? capwords * 2 : 64; words = realloc(words, capwords * sizeof(Word)); }
    words[nwords].start_ms = ev->audio_position;
    words[nwords].pos = ev->text_position;
    words[nwords].len = ev->length;
    nwords++;
  }
  return 0;
}

/*
 * text_position and length count characters (code points), 1-based. Prints the word's characters and
 * the punctuation stuck to its end ("Hola," "好，"), up to a space or the next word's first character.
 */
static void print_word(const char *s, int from, int count, int next) {
  int cp = 0;
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    int lead = (*p & 0xC0) != 0x80;
    if (lead) cp++;
    if (cp < from) continue;
    if (lead && cp >= from + count && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || (next > 0 && cp >= next)))
      break;
    putchar(*p == '\t' || *p == '\n' || *p == '\r' ? ' ' : *p);
  }
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: espeak-words VOICE OUT.wav [wpm pitch] < text\n");
    return 2;
  }
  char *text = read_all(stdin);
  if (!text || !*text) { fprintf(stderr, "no text\n"); return 2; }
  rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL, 0);
  if (rate <= 0) { fprintf(stderr, "espeak-ng data not found\n"); return 1; }
  if (espeak_SetVoiceByName(argv[1]) != EE_OK) { fprintf(stderr, "unknown voice %s\n", argv[1]); return 1; }
  if (argc > 3 && atoi(argv[3]) > 0) espeak_SetParameter(espeakRATE, atoi(argv[3]), 0);
  if (argc > 4 && atoi(argv[4]) > 0) espeak_SetParameter(espeakPITCH, atoi(argv[4]), 0);
  wav = fopen(argv[2], "wb");
  if (!wav) { perror(argv[2]); return 1; }
  header(wav, 0);
  espeak_SetSynthCallback(on_synth);
  espeak_Synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
  espeak_Synchronize();
  fseek(wav, 0, SEEK_SET);
  header(wav, samples);
  fclose(wav);
  double total = (double)samples / rate;
  printf("duration\t%f\n", total);
  for (int i = 0; i < nwords; i++) {
    double start = words[i].start_ms / 1000.0;
    double end = i + 1 < nwords ? words[i + 1].start_ms / 1000.0 : total;
    if (words[i].len <= 0) continue;
    print_word(text, words[i].pos, words[i].len, i + 1 < nwords ? words[i + 1].pos : 0);
    printf("\t%f\t%f\n", start, end > start ? end : start + 0.01);
  }
  espeak_Terminate();
  return 0;
}
