from blog.models import Author


class AuthorRepository:
    def get(self, pk):
        return Author.objects.filter(pk=pk).first()

    def by_email(self, email):
        return Author.objects.filter(email=email).first()

    def create(self, **fields):
        return Author.objects.create(**fields)
