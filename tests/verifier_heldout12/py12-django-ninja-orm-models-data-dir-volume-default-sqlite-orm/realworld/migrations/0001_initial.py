import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = []
    operations = [
        migrations.CreateModel(
            name="Profile",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("username", models.CharField(max_length=100, unique=True)),
                ("email", models.EmailField(max_length=254, unique=True)),
                ("password_hash", models.CharField(max_length=200)),
                ("bio", models.TextField(blank=True, default="")),
                ("image", models.CharField(blank=True, max_length=500, null=True)),
                ("follows", models.ManyToManyField(related_name="followed_by", to="realworld.profile")),
            ],
        ),
        migrations.CreateModel(
            name="Article",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("slug", models.SlugField(max_length=250, unique=True)),
                ("title", models.CharField(max_length=250)),
                ("description", models.TextField()),
                ("body", models.TextField()),
                ("tag_list", models.JSONField(default=list)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                ("author", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to="realworld.profile")),
                ("favorites", models.ManyToManyField(related_name="favorite_articles", to="realworld.profile")),
            ],
        ),
    ]
