struct AudioClient {
    struct Sound {
        let name: String
        let category: Category

        enum Category {
            case music, soundEffect
        }
    }
}
