# confusion-2.gp: written by noirlab report. Run `gnuplot confusion-2.gp` in this folder to redraw
# confusion-2.png and confusion-2.svg from confusion-2.dat.
set terminal pngcairo size 964,680 font 'sans,13' noenhanced
set output 'confusion-2.png'
set title 'Motive named per true motive (%), heuristic vs heuristic'
set xlabel 'motive named by the Detective'
set ylabel 'true motive'
set xrange [-0.5:11.5]
set yrange [10.5:-0.5]
set xtics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Spy' 8, 'Cannibal' 9, 'Cultist' 10, 'none' 11)
set ytics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Spy' 8, 'Cannibal' 9, 'Cultist' 10)
set xtics rotate by -40 scale 0
set ytics scale 0
set palette defined (0 '#ffffff', 5 '#fdd49e', 20 '#fc8d59', 100 '#7f0000')
set cbrange [0:100]
set cblabel '%'
unset key
label(v) = v != v ? '' : v < 9.95 ? sprintf('%.1f', v) : sprintf('%.0f', v)
plot 'confusion-2.dat' matrix using 1:2:(0.5):(0.5):3 with boxxyerror fs solid 1.0 noborder lc palette, \
     '' matrix using 1:2:($3 > 60 ? '' : label($3)) with labels, \
     '' matrix using 1:2:($3 > 60 ? label($3) : '') with labels tc rgb 'white'
set terminal svg size 964,680 font 'sans,13' noenhanced background '#ffffff'
set output 'confusion-2.svg'
replot
unset output
