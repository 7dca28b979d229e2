class TagService:
    def __init__(self, tags):
        self.tags = tags

    def all_tags(self):
        return self.tags.all_names()
