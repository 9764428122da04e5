/// Every rule coupling ships. Rules are passes: the planner runs them last, from what they need.
public enum BuiltInRules {
    public static let all: [any RulePass.Type] = [
        AllowedRule.self,
        CycleRule.self,
        ForbiddenRule.self,
        HiddenCycleRule.self,
        LayerRule.self,
        RequiredRule.self,
        RuntimeKeysRule.self,
    ]
}
