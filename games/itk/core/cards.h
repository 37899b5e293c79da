/*
 * cards.h — civilian cards, their traits, and the 11 witness questions.
 *
 * The card texts (occupations, groups, traits) are data read at run time from
 * scenarios/civilians.csv (see games/itk/data/catalog.h); this header only fixes the
 * numbering the rules core uses for them.
 */
#ifndef NOIRLAB_CARDS_H
#define NOIRLAB_CARDS_H

#include <stdint.h>

enum { GROUPS = 9, MAX_CARDS = 64, CARD_NAME_MAX = 32, GROUP_NAME_MAX = 16 };

enum Sex { SEX_MALE, SEX_FEMALE, SEXES };
enum Age { AGE_20, AGE_40, AGE_60, AGES };
enum Build { BUILD_THIN, BUILD_MEDIUM, BUILD_HEAVY, BUILDS };
enum Height { HEIGHT_SHORT, HEIGHT_MEDIUM, HEIGHT_TALL, HEIGHTS };

/* One civilian card: its group index (catalog order) and its four traits. */
typedef struct Card {
    char name[CARD_NAME_MAX];
    uint8_t group, sex, age, build, height;
} Card;

/*
 * The 11 questions in the rulebook's order ("List of questions"): each asks
 * whether the Murderer has one trait value.
 */
enum Question {
    Q_MALE, Q_FEMALE,
    Q_AGE20, Q_AGE40, Q_AGE60,
    Q_THIN, Q_MEDIUM_BUILD, Q_HEAVY,
    Q_TALL, Q_MEDIUM_HEIGHT, Q_SHORT,
    QUESTIONS
};

/* Does a card have the trait that question q asks about? */
int itk_card_answers_yes(const Card *card, int q);

/* Short stable names ("male", "age40", "tall", ...) used in records and output. */
const char *itk_question_name(int q);
int itk_question_from_name(const char *name); /* -1 when unknown */

#endif
