set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'pairs.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
unset grid
set cbrange [0:1]
set palette defined (0 'white', 0.5 '#f4a582', 1 '#b2182b')
set xrange [-0.5:1.5]
set yrange [1.5:-0.5]
set xlabel 'Murderer policy'
set ylabel 'Detective policy'
set xtics ('random' 0, 'heuristic' 1) rotate by -30
set ytics ('random' 0, 'heuristic' 1) 
plot 'pairs.dat' matrix with image pixels notitle, \
     'pairs.dat' matrix using 1:2:($3 == $3 ? sprintf('%.2f', $3) : '') with labels notitle
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'pairs.svg'
replot
