import Lib

func run2() -> Int32 {
    return HELLO_VALUE() + Greeter.greet()
}
