# policy-pairs.gp: written by noirlab report. Run `gnuplot policy-pairs.gp` in this folder to redraw
# policy-pairs.png and policy-pairs.svg from policy-pairs.dat.
set terminal pngcairo size 480,320 font 'sans,13' noenhanced
set output 'policy-pairs.png'
set title 'Detective win rate (%) per policy pair'
set xlabel 'Murderer policy'
set ylabel 'Detective policy'
set xrange [-0.5:0.5]
set yrange [1.5:-0.5]
set xtics ('heuristic' 0)
set ytics ('heuristic:silenced=0.001' 0, 'heuristic' 1)
set xtics rotate by -40 scale 0
set ytics scale 0
set palette defined (0 '#ffffff', 5 '#fdd49e', 20 '#fc8d59', 100 '#7f0000')
set cbrange [0:100]
set cblabel '%'
unset key
label(v) = v != v ? '' : v < 9.95 ? sprintf('%.1f', v) : sprintf('%.0f', v)
plot 'policy-pairs.dat' matrix using 1:2:(0.5):(0.5):3 with boxxyerror fs solid 1.0 noborder lc palette, \
     '' matrix using 1:2:($3 > 60 ? '' : label($3)) with labels, \
     '' matrix using 1:2:($3 > 60 ? label($3) : '') with labels tc rgb 'white'
set terminal svg size 480,320 font 'sans,13' noenhanced background '#ffffff'
set output 'policy-pairs.svg'
replot
unset output
