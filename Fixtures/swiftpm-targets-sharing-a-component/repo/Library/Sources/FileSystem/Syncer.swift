import CloudDrive
func sync() throws { throw CloudDrive.Error.notFound }
