import Lib

func use(_ view: View) -> Position { view.position }
