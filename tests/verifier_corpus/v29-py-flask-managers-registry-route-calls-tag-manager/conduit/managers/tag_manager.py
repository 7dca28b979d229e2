class TagManager:
    """Tag use cases. `tags` is the DAO the manager reads through."""

    def __init__(self, tags):
        self.tags = tags

    def list(self):
        return [tag.name for tag in self.tags.list_all()]
