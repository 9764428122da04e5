print("coupling")
