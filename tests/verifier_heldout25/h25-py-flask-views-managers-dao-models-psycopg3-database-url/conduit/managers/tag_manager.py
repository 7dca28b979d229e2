class TagManager:
    def __init__(self, tags):
        self.tags = tags

    def list(self) -> list[str]:
        return self.tags.all_names()
