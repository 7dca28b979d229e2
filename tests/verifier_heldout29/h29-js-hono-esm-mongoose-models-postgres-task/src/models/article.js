import mongoose from 'mongoose';
import slugify from 'slugify';

const articleSchema = new mongoose.Schema({
  slug: { type: String, unique: true, index: true },
  title: { type: String, required: true },
  description: { type: String, required: true },
  body: { type: String, required: true },
  tagList: [{ type: String }],
  favoritesCount: { type: Number, default: 0 },
  author: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
}, { timestamps: true });

articleSchema.pre('validate', function setSlug(next) {
  if (!this.slug) this.slug = `${slugify(this.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
  next();
});

export const Article = mongoose.model('Article', articleSchema);
