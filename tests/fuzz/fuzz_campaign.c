/*
 * fuzz_campaign — the campaign reader (runner/campaign_ini.c and
 * runner/campaign.c, through libinih) on any bytes.  The ladder files
 * (scenarios/ladders/) are campaign files too; the ladder target is this
 * program run on their corpus.  A refusal names the file; an accepted
 * campaign has at least one cell and a name.
 */
#include "tests/fuzz/fuzz_common.h"

#include "runner/campaign.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Catalog *cat = fuzz_catalog();
    const char *path = fuzz_file(data, size, "campaign.ini");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_load(&c, cat, path, &(CampaignFlags){0}, err, sizeof err) != 0) {
        fuzz_assert_refusal(err, path);
        return 0;
    }
    if (c.n_cells < 1 || !c.name[0] || c.games < 1 || c.chunk < 1)
        abort();
    campaign_free(&c);
    return 0;
}
