import Foo

func render() -> FooThing {
    FooThing()
}
