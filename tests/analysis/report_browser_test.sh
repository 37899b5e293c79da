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
#
# The first screen (the top 800 px at 1280 px, 844 px at 390 px: the title,
# "At a glance" and the start of "How to read this report") is held to more:
#
#   - no element of it is wider than the window or scrolls sideways in its
#     box (the verdict table stacks its rows on a phone);
#   - at 1280 px no table anywhere scrolls in its box (the cell table's
#     Balance column and the rules' Difference column are in view).
#
# Three runs of the browser: one measures, two take the screenshots of the
# first screen (first-screen-1280.png, first-screen-390.png, kept in OUT
# and shown in docs/report.md).  Skipped (status 77) when chromium is not
# installed; `./lab test` installs it.
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
# which writes them into its DOM for --dump-dom.  "#desktop:800" names the
# view and the height of its first screen.
sed 's|</body>|<script>\
window.addEventListener("load", function () {\
  var view = location.hash.slice(1).split(":"), screen = +view[1], w = window.innerWidth;\
  var imgs = Array.prototype.slice.call(document.images), broken = 0, small = 0, wide = 0, scrolled = 0;\
  imgs.forEach(function (i) {\
    if (!i.complete \|\| i.naturalWidth === 0) broken++;\
    else if (i.getBoundingClientRect().width < 0.6 * i.naturalWidth - 0.5) small++;\
  });\
  Array.prototype.forEach.call(document.body.querySelectorAll("*"), function (e) {\
    var r = e.getBoundingClientRect(), x = getComputedStyle(e).overflowX;\
    var scrolls = (x === "auto" \|\| x === "scroll") \&\& e.scrollWidth > e.clientWidth + 1;\
    if (r.width > 0 \&\& r.top < screen \&\& r.bottom > 0 \&\& (r.left < -0.5 \|\| r.right > w + 0.5 \|\| scrolls)) {\
      wide++;\
      console.log("wide: " + e.tagName + " " + e.className + " " + (e.textContent \|\| "").slice(0, 60));\
    }\
    if (scrolls \&\& e.querySelector("table")) scrolled++;\
  });\
  parent.postMessage(view[0] + " images=" + imgs.length + " broken=" + broken + " small=" + small + " wide=" + wide +\
    " tables_scrolled=" + scrolled + " page=" + document.documentElement.scrollWidth + " window=" + w, "*");\
});\
</script></body>|' "$out/report/index.html" >"$out/report/measure.html"
cat >"$out/views.html" <<'HTML'
<!DOCTYPE html>
<html><body style="margin:0;display:flex;gap:20px;align-items:flex-start;background:#888">
<iframe src="report/measure.html#desktop:800" style="flex:none;width:1280px;height:3000px;border:0;background:#fff"></iframe>
<iframe src="report/measure.html#phone:844" style="flex:none;width:390px;height:3000px;border:0;background:#fff"></iframe>
<pre id="measure"></pre>
<script>
window.addEventListener("message", function (e) {
  document.getElementById("measure").textContent += e.data + "\n";
});
</script>
</body></html>
HTML
# The phone's screenshot: a 390 px window lays its page out 500 px wide but
# keeps the left 390 px, which here is a frame of exactly the phone's size.
cat >"$out/phone.html" <<'HTML'
<!DOCTYPE html>
<html><body style="margin:0"><iframe src="report/index.html" style="width:390px;height:844px;border:0"></iframe></body></html>
HTML

chrome() {
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
        --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile" \
        "$@" 2>/dev/null
}

figures=$(grep -c '<img ' "$out/report/index.html")
measured=$(chrome --window-size=1720,3000 --virtual-time-budget=10000 --dump-dom "file://$out/views.html" | sed -n '/<pre id="measure">/,/<\/pre>/p')
status=0
for view in desktop:1280 phone:390; do
    name=${view%%:*}
    width=${view##*:}
    line=$(echo "$measured" | grep -o "$name images=[^&<]*" || true)
    echo "$name ($width px): ${line#$name }"
    read -r _ images broken small wide scrolled page window <<<"$(echo "$line" | sed 's/[a-z_]*=//g')"
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
    [ "$wide" -eq 0 ] || { echo "FAIL: $name: $wide elements of the first screen are wider than the window"; status=1; }
    [ "$name" = phone ] || [ "$scrolled" -eq 0 ] ||
        { echo "FAIL: $name: $scrolled tables scroll sideways in their box"; status=1; }
done
[ "$figures" -ge 10 ] || { echo "FAIL: only $figures figures in the report"; status=1; }
chrome --window-size=1280,800 --screenshot="$out/first-screen-1280.png" "file://$out/report/index.html" >/dev/null
chrome --window-size=390,844 --screenshot="$out/first-screen-390.png" "file://$out/phone.html" >/dev/null
for shot in 1280 390; do
    [ -s "$out/first-screen-$shot.png" ] || { echo "FAIL: no screenshot at $shot px"; status=1; }
done
echo "screenshots of the first screen: $out/first-screen-1280.png, $out/first-screen-390.png"
exit $status
