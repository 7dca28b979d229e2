import re

from conduit.models.article import Article


class ArticleService:
    def __init__(self, repo):
        self.repo = repo

    def create(self, author, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        return self.repo.add(Article(slug=slug, title=data["title"], description=data["description"],
                                     body=data["body"], author=author, tag_list=data.get("tagList", [])))

    def list(self, limit=20, offset=0):
        items = self.repo.all()
        return items[offset:offset + limit], len(items)
