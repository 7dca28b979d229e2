from django import forms

from models.models import Article


class ArticleForm(forms.ModelForm):
    class Meta:
        model = Article
        fields = ["title", "description", "body"]


class ArticleUpdateForm(forms.ModelForm):
    class Meta:
        model = Article
        fields = ["title", "description", "body"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            field.required = False
