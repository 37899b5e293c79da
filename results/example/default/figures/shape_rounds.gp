set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'shape_rounds.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set yrange [0:1]
set ylabel 'share of games'
set xlabel 'rounds played'
plot 'shape_rounds.dat' using 2:xtic(1) title 'random vs random', \
     'shape_rounds.dat' using 3:xtic(1) title 'random vs heuristic', \
     'shape_rounds.dat' using 4:xtic(1) title 'heuristic vs random', \
     'shape_rounds.dat' using 5:xtic(1) title 'heuristic vs heuristic'
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'shape_rounds.svg'
replot
