from slugkit.services import slugger  # noqa: F401  (kept for the plugin registry)

STOPWORDS = {"a", "an", "the", "of"}
