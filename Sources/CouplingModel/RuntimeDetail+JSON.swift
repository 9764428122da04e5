extension RuntimeDetail.Strength: JSONWritable {}

extension RuntimeDetail: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("constant", constant)
            json.member("mechanism", mechanism)
            json.member("strength", strength)
        }
    }
}
