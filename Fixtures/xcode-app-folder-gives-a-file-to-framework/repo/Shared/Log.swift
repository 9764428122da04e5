public enum Log {}
