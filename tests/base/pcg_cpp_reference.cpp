// pcg_cpp_reference — prints outputs of the reference pcg32 of Debian's
// libpcg-cpp-dev (<pcg_random.hpp>, O'Neill's C++ implementation), one
// decimal number per line, for tests/base/pcg32_test.c to compare with
// base/pcg32.c:
//
//   pcg_cpp_reference next    SEED STREAM N          N outputs of pcg32(SEED, STREAM)
//   pcg_cpp_reference bounded SEED STREAM BOUND N    N draws rng(BOUND)
//   pcg_cpp_reference advance SEED STREAM DELTA N    rng.advance(DELTA), then N outputs
//   pcg_cpp_reference state   SEED STREAM            the increment and the state after seeding
//
// Numbers are read with strtoull base 0 (decimal or 0x...).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>

#include <pcg_random.hpp>

static unsigned long long arg(char **argv, int i)
{
    return std::strtoull(argv[i], nullptr, 0);
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s next|bounded|advance|state SEED STREAM [...]\n", argv[0]);
        return 2;
    }
    std::string what = argv[1];
    pcg32 rng(arg(argv, 2), arg(argv, 3));

    if (what == "next" && argc == 5) {
        for (unsigned long long i = 0, n = arg(argv, 4); i < n; i++)
            std::printf("%u\n", (unsigned)rng());
    } else if (what == "bounded" && argc == 6) {
        uint32_t bound = (uint32_t)arg(argv, 4);
        for (unsigned long long i = 0, n = arg(argv, 5); i < n; i++)
            std::printf("%u\n", (unsigned)rng(bound));
    } else if (what == "advance" && argc == 6) {
        rng.advance(arg(argv, 4));
        for (unsigned long long i = 0, n = arg(argv, 5); i < n; i++)
            std::printf("%u\n", (unsigned)rng());
    } else if (what == "state" && argc == 4) {
        // operator<< writes "multiplier increment state".
        std::ostringstream out;
        out << rng;
        unsigned long long mult, inc, state;
        std::istringstream in(out.str());
        in >> mult >> inc >> state;
        std::printf("%llu\n%llu\n", inc, state);
    } else {
        std::fprintf(stderr, "%s: bad arguments for '%s'\n", argv[0], argv[1]);
        return 2;
    }
    return 0;
}
