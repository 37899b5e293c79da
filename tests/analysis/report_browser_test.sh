#!/usr/bin/env bash
# report_browser_test.sh NOIRLAB OUT — the default campaign's report in a
# real browser, Debian's headless Chromium, at a desktop width (1280 px) and
# a phone width (390 px):
#
#   - every image loads (naturalWidth > 0);
#   - nothing is wider than the page: the document is no wider than the
#     window (wide tables and figures scroll inside their own boxes);
#   - every figure is shown at 60% of its drawn size or more, so its 13 px
#     text stays 8 px or larger.
#
# The report is of the default campaign at 200 games a cell (a few seconds).
# Two runs of the browser: one measures, one takes the screenshot
# (desktop-and-phone.png, kept in OUT for a person to look at).  Skipped
# (status 77) when chromium is not installed; `./lab test` installs it.
set -euo pipefail
noirlab=$1
out=$2
src=$(cd "$(dirname "$0")/../.." && pwd)

if ! command -v chromium >/dev/null 2>&1; then
    echo "report_browser: chromium is not installed (apt-get install chromium): skipped"
    exit 77
fi

rm -rf "$out"
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

"$noirlab" run --campaign "$src/scenarios/campaigns/default.ini" --games 200 --db "$out/default.db" --quiet \
    --threads 2 >/dev/null
"$noirlab" report "$out/default.db" --out "$out/report" >/dev/null

# The report is shown in two frames of one page, 1280 px and 390 px wide
# (a window cannot be narrower than 500 px, a frame can); a script at the
# end of the report's copy measures it and posts the numbers to the page,
# which writes them into its DOM for --dump-dom.
sed 's|</body>|<script>\
window.addEventListener("load", function () {\
  var imgs = Array.prototype.slice.call(document.images), broken = 0, small = 0;\
  imgs.forEach(function (i) {\
    if (!i.complete \|\| i.naturalWidth === 0) broken++;\
    else if (i.getBoundingClientRect().width < 0.6 * i.naturalWidth - 0.5) small++;\
  });\
  parent.postMessage(location.hash.slice(1) + " images=" + imgs.length + " broken=" + broken + " small=" + small +\
    " page=" + document.documentElement.scrollWidth + " window=" + window.innerWidth, "*");\
});\
</script></body>|' "$out/report/index.html" >"$out/report/measure.html"
cat >"$out/views.html" <<'HTML'
<!DOCTYPE html>
<html><body style="margin:0;display:flex;gap:20px;align-items:flex-start;background:#888">
<iframe src="report/measure.html#desktop" style="flex:none;width:1280px;height:3000px;border:0;background:#fff"></iframe>
<iframe src="report/measure.html#phone" style="flex:none;width:390px;height:3000px;border:0;background:#fff"></iframe>
<pre id="measure"></pre>
<script>
window.addEventListener("message", function (e) {
  document.getElementById("measure").textContent += e.data + "\n";
});
</script>
</body></html>
HTML

chrome() {
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
        --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile" \
        --window-size=1720,3000 "$@" 2>/dev/null
}

figures=$(grep -c '<img ' "$out/report/index.html")
measured=$(chrome --virtual-time-budget=10000 --dump-dom "file://$out/views.html" | sed -n '/<pre id="measure">/,/<\/pre>/p')
status=0
for view in desktop:1280 phone:390; do
    name=${view%%:*}
    width=${view##*:}
    line=$(echo "$measured" | grep -o "$name images=[^&<]*" || true)
    echo "$name ($width px): ${line#$name }"
    read -r _ images broken small page window <<<"$(echo "$line" | sed 's/[a-z]*=//g')"
    if [ -z "${window:-}" ]; then
        echo "FAIL: $name: no measurements from the page"
        status=1
        continue
    fi
    [ "$window" -eq "$width" ] || { echo "FAIL: $name: the frame is $window px, not $width"; status=1; }
    [ "$images" -eq "$figures" ] || { echo "FAIL: $name: $images images, index.html has $figures"; status=1; }
    [ "$broken" -eq 0 ] || { echo "FAIL: $name: $broken images did not load"; status=1; }
    [ "$small" -eq 0 ] || { echo "FAIL: $name: $small figures shown below 60% of their size"; status=1; }
    [ "$page" -le "$width" ] || { echo "FAIL: $name: the page is $page px wide in a $width px frame"; status=1; }
done
[ "$figures" -ge 10 ] || { echo "FAIL: only $figures figures in the report"; status=1; }
chrome --screenshot="$out/desktop-and-phone.png" "file://$out/views.html" >/dev/null
[ -s "$out/desktop-and-phone.png" ] || { echo "FAIL: no screenshot"; status=1; }
echo "screenshot (the top 3000 px at 1280 and 390 px): $out/desktop-and-phone.png"
exit $status
