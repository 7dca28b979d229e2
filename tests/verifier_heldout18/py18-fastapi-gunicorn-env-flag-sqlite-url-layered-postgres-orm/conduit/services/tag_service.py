class TagService:
    def __init__(self, repository):
        self.repository = repository

    def list_tags(self):
        return self.repository.all_names()
