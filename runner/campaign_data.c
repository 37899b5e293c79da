/*
 * campaign_data.c — the data campaigns are resolved against (campaign_data.h).
 */
#include "runner/campaign_data.h"

#include "base/data_dir.h"
#include "runner/game_campaign.h"

/* A command's data: read once from the default folder and kept for the
 * process's life (every command reads the one folder). */
int campaign_data_load(const void **data, char *err, size_t errlen)
{
    static const void *process_data;
    const GameCampaign *h = game_campaign_first();
    if (h && !process_data)
        process_data = h->data_load(data_dir_default(), err, errlen);
    *data = h ? process_data : NULL;
    return h && !*data ? -1 : 0;
}

const char *campaign_data_truth_key(int v)
{
    const GameCampaign *h = game_campaign_first();
    return h ? h->truth_key(v) : NULL;
}

const char *campaign_data_truth_name(const void *data, int v)
{
    const GameCampaign *h = game_campaign_first();
    return h ? h->truth_name(data, v) : NULL;
}
