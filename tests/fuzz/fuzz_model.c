/*
 * fuzz_model — the murderer model reader (games/itk/ai/murderer_model_file.c) on any
 * bytes.  A refusal names the file (and line); an accepted model, written
 * again, is read again.
 */
#include "tests/fuzz/fuzz_common.h"

#include "games/itk/ai/murderer_model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static MurdererModel m, back;
    const char *path = fuzz_file(data, size, "m.model");
    char err[MM_ERR_MAX];
    if (itk_murderer_model_load(&m, path, err, sizeof err) != 0) {
        fuzz_assert_refusal(err, path);
        return 0;
    }
    FILE *f = fopen(path, "w");
    if (!f || itk_murderer_model_write(&m, "fuzz", f) != 0 || fclose(f) != 0)
        abort();
    if (itk_murderer_model_load(&back, path, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz: a model written back is refused: %s\n", err);
        abort();
    }
    return 0;
}
