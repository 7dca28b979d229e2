from ..models import Member


class MemberRepository:
    def get(self, pk):
        return Member.objects.filter(pk=pk).first()

    def by_email(self, email):
        return Member.objects.filter(email__iexact=email).first()

    def exists(self, username, email):
        return Member.objects.filter(username=username).exists() or Member.objects.filter(email__iexact=email).exists()

    def create(self, **fields):
        return Member.objects.create(**fields)
