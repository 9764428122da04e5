@import Lib;

int run(void) {
    return HELLO_VALUE() + [Greeter greet];
}
