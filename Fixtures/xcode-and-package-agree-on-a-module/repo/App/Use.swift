import Lib

func use() { _ = LBLoader() }
