class TagService:
    def __init__(self, tags):
        self.tags = tags

    def popular(self, limit: int = 20) -> list[str]:
        return self.tags.popular_names()[:limit]
