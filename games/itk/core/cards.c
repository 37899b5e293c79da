#include "games/itk/core/cards.h"

#include <string.h>

static const char *const question_names[QUESTIONS] = {
    "male", "female", "age20", "age40", "age60",
    "thin", "medium-build", "heavy", "tall", "medium-height", "short",
};

int itk_card_answers_yes(const Card *card, int q)
{
    switch (q) {
    case Q_MALE: return card->sex == SEX_MALE;
    case Q_FEMALE: return card->sex == SEX_FEMALE;
    case Q_AGE20: return card->age == AGE_20;
    case Q_AGE40: return card->age == AGE_40;
    case Q_AGE60: return card->age == AGE_60;
    case Q_THIN: return card->build == BUILD_THIN;
    case Q_MEDIUM_BUILD: return card->build == BUILD_MEDIUM;
    case Q_HEAVY: return card->build == BUILD_HEAVY;
    case Q_TALL: return card->height == HEIGHT_TALL;
    case Q_MEDIUM_HEIGHT: return card->height == HEIGHT_MEDIUM;
    case Q_SHORT: return card->height == HEIGHT_SHORT;
    default: return 0;
    }
}

const char *itk_question_name(int q) { return q >= 0 && q < QUESTIONS ? question_names[q] : "?"; }

int itk_question_from_name(const char *name)
{
    for (int q = 0; q < QUESTIONS; q++)
        if (strcmp(name, question_names[q]) == 0)
            return q;
    return -1;
}
