from api.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository=None):
        self.repository = repository or TagRepository()

    def list_tags(self):
        return sorted(set(self.repository.all_names()))
